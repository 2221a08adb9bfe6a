/** The compiled server's entry module. */
export const serverEntry: string;
/** Compiles the server when it never was, or when its sources or the shared packages changed since. */
export function ensureServerBuild(): Promise<void>;
