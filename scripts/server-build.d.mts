/** The compiled server's entry module. */
export const serverEntry: string;
/** Node's flags for the compiled server wherever it runs. */
export const serverNodeFlags: readonly string[];
/** The compiled server's environment: `env` over the allocator settings it starts with (ADR 187). */
export function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** Compiles the server when it never was, or when its sources or the shared packages changed since. */
export function ensureServerBuild(): Promise<void>;
