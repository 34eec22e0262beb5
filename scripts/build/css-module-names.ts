// CSS module class names that depend only on the file's place in the project and the class, so
// the markup rendered at build time (scripts/build/prerender.ts) and the browser bundle agree. Outside
// production mode (the dev server, tests) the class stays in the name for reading in devtools; a
// production build, and its prerendering, which runs in the build's mode, ship the hash alone:
// the names stand in every page's inlined stylesheet, its markup and its scripts, so each is short
// (5 characters of hash, 30 bits: a class added to the project's few hundred meets one of them
// about once in a million, and then every build stops and names the two until one is renamed).
import { createHash } from 'node:crypto';
import path from 'node:path';

export function cssModuleNames(
  root: string,
  { readable, hashLength = 5 }: { readable: boolean; hashLength?: number },
) {
  const classOfName = new Map<string, string>();
  return (className: string, filename: string): string => {
    const file = path
      .relative(root, filename.split('?')[0] ?? filename)
      .split(path.sep)
      .join('/');
    const owner = `${file}:${className}`;
    const hash = createHash('sha256').update(owner).digest('base64url').slice(0, hashLength);
    // A leading underscore keeps a hash that starts with a digit or '-' a valid class name.
    const name = readable ? `${className}_${hash}` : `_${hash}`;
    const other = classOfName.get(name);
    if (other !== undefined && other !== owner) {
      throw new Error(
        `${other} and ${owner} are both named ${name}: rename one of the two classes`,
      );
    }
    classOfName.set(name, owner);
    return name;
  };
}
