/**
 * Structured JSON logs on stdout/stderr, one object a line (CloudWatch reads them as is).
 * Callers pass facts, never request headers or bodies, so no token reaches a log.
 */
type Fields = Record<string, unknown>;

function write(level: 'info' | 'warn' | 'error', message: string, fields: Fields = {}) {
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

export const log = {
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, error?: unknown, fields?: Fields) =>
    write('error', message, {
      ...fields,
      ...(error === undefined ? {} : { error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error) }),
    }),
};
