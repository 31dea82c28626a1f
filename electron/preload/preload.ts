// Bundled into one CommonJS file (dist/electron/preload.cjs): a sandboxed
// preload can require nothing but 'electron'.
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld('congkak', createBridge(ipcRenderer));
