/** A fresh seed for a request that gave none: random (outside the pure core, so crypto is allowed here). */
export function randomSeedText(): string {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return `${words[0].toString(36)}${words[1].toString(36)}`;
}
