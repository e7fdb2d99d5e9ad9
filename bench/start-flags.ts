/**
 * The Node and V8 flags `npm start` gives the service (`--initial-old-space-size=…`), read from the
 * start script itself, so the bench starts the service exactly as users do.
 */
export function startFlags(script: string): string[] {
  const words = script.split(/\s+/);
  const flags: string[] = [];
  for (let i = words.indexOf('node') + 1; i > 0 && i < words.length; i++) {
    const word = words[i]!;
    if (!word.startsWith('--')) break;
    // `--import tsx` is the loader the bench gives every child itself.
    if (word === '--import') i++;
    else flags.push(word);
  }
  return flags;
}
