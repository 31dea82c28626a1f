// Who the app is to Windows: taskbar buttons, pinned shortcuts and
// notifications are grouped by the Application User Model ID, and the NSIS
// installer gives its shortcuts build/electron-builder.yml's appId. The
// running app must name the same one (test:package checks they agree).
export const APP_USER_MODEL_ID = 'org.congkak.app';
