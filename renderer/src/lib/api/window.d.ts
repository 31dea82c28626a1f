import type { CongkakBridge } from '../../../../electron/contract';

declare global {
  interface Window {
    /** Present in the Electron app (the preload bridge); absent in browser mode. */
    congkak?: CongkakBridge;
  }
}

export {};
