/** Rejects when a promise takes longer than `ms`: a hung database must not hang the health check. */
export function withTimeout<T>(promise: Promise<T>, ms: number, label = 'operação'): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Tempo esgotado: ${label} (${ms} ms)`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
