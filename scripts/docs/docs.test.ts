// @vitest-environment node
// The docs a newcomer reads stay short and their links lead somewhere: README.md within one
// screen's worth, docs/ within its total, and every relative link of README.md and docs/*.md
// (a file, a folder, or a heading of a Markdown file by its GitHub anchor) resolves.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Characters (code points), not bytes. */
const limits = { readme: 6_000, docs: 100_000 };

const characters = (text: string) => Array.from(text).length;

/** The Markdown files of docs/, as paths from the root. */
function docFiles(): string[] {
  return fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
    .sort();
}

/** The text outside fenced code blocks and code spans, where a link is a link. */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/(`+)[\s\S]*?\1/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, a repeated one numbered as GitHub numbers it. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, text] of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(text ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count ? `${base}-${count}` : base);
  }
  return found;
}

/** The relative link targets of a Markdown text: not a scheme, not mail. */
function relativeLinks(markdown: string): string[] {
  const targets = [...prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] ?? '',
  );
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** What a link of `file` to `target` fails to reach, or undefined when it resolves. */
function brokenLink(
  file: string,
  target: string,
  read: (file: string) => string | undefined,
): string | undefined {
  const [pathPart = '', anchor] = target.split('#', 2);
  const linked = pathPart
    ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(pathPart)))
    : file;
  if (linked.startsWith('../') || !fs.existsSync(path.join(root, linked))) {
    return `${file}: ${target} (no ${linked})`;
  }
  if (anchor === undefined) return undefined;
  const text = linked.endsWith('.md') ? read(linked) : undefined;
  if (text === undefined) return `${file}: ${target} (an anchor into a file that is not Markdown)`;
  return anchors(text).has(decodeURIComponent(anchor).toLowerCase())
    ? undefined
    : `${file}: ${target} (no heading #${anchor} in ${linked})`;
}

const readRepoFile = (file: string) => {
  const full = path.join(root, file);
  return fs.existsSync(full) && fs.statSync(full).isFile()
    ? fs.readFileSync(full, 'utf8')
    : undefined;
};

describe('the docs a newcomer reads', () => {
  it(`README.md is at most ${limits.readme} characters`, () => {
    expect(characters(readRepoFile('README.md') ?? '')).toBeLessThanOrEqual(limits.readme);
  });

  it(`docs/ is at most ${limits.docs} characters in all`, () => {
    const sizes = docFiles().map((file) => characters(readRepoFile(file) ?? ''));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(limits.docs);
  });

  it('every relative link of README.md and docs/*.md resolves, anchors included', () => {
    const broken = ['README.md', ...docFiles()].flatMap((file) =>
      relativeLinks(readRepoFile(file) ?? '').flatMap(
        (target) => brokenLink(file, target, readRepoFile) ?? [],
      ),
    );
    expect(broken).toEqual([]);
  });
});

describe('the link check', () => {
  const files: Record<string, string> = {
    'docs/a.md': '# A title\n\n## Why `npm test` fails (twice)\n\n## Notes\n\n## Notes\n',
  };
  const read = (file: string) => files[file];

  it('reads anchors as GitHub makes them', () => {
    expect([...anchors(files['docs/a.md'] ?? '')]).toEqual([
      'a-title',
      'why-npm-test-fails-twice',
      'notes',
      'notes-1',
    ]);
    expect(slug("Loading a page's data")).toBe('loading-a-pages-data');
    expect(slug('S3 + CloudFront')).toBe('s3--cloudfront');
  });

  it('takes relative links only, outside code', () => {
    expect(
      relativeLinks(
        '[a](docs/x.md) [b](https://example.com) [c](#top) `[d](e.md)`\n```\n[f](g.md)\n```\n',
      ),
    ).toEqual(['docs/x.md', '#top']);
  });

  it('names a missing file and a missing heading', () => {
    expect(brokenLink('README.md', 'docs/none.md', read)).toMatch(/no docs\/none\.md/);
    expect(brokenLink('README.md', 'docs/deploy.md#no-such-heading', readRepoFile)).toMatch(
      /no heading #no-such-heading/,
    );
    expect(brokenLink('README.md', 'docs/deploy.md', readRepoFile)).toBeUndefined();
  });
});
