// Globals the native shell provides or calls (contract §3).

export {};

declare global {
  interface NativeMessageHandler {
    postMessage(message: unknown): void;
  }

  interface Window {
    /** iOS shell: one message handler per registered command. */
    webkit?: { messageHandlers?: Record<string, NativeMessageHandler | undefined> };
    /** Android shell: one method per registered command, taking the payload as a JSON string. */
    AppBridge?: Record<string, ((payload: string) => unknown) | undefined>;
    /** Called by the shell when its back button is pressed. */
    onNativeBack?: () => void;
    /** May be called by the shell once its handlers are registered, to deliver waiting calls. */
    onNativeReady?: () => void;
  }
}
