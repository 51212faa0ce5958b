/** The PostgreSQL server binaries' folder, or undefined when PostgreSQL is not installed. */
export function findBinDir(): string | undefined

/** A throw-away cluster: its superuser URL, the server's version, and stop() (deletes it). */
export function startCluster(
  binDir: string,
): Promise<{ url: string; version: string; stop: () => void }>
