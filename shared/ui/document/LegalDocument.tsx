// The layout of the static text pages (spec §2 'About us', 'Privacy policy', 'Loan terms and
// conditions'): a title bar like the app's, an optional table of contents and the sections. These
// pages ship no JavaScript, so this only renders: in-page links are plain anchors.
import type { ReactNode } from 'react';
import styles from './LegalDocument.module.scss';

export interface DocumentSection {
  /** The section's element id: the contents link is `#<id>`. */
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  /** The page title, shown as the level-one heading in the title bar. */
  title: string;
  /** Text before the contents: what the document is and who it is between. */
  intro?: ReactNode;
  /** The document's sections; the contents list is made from the same list. */
  sections: readonly DocumentSection[];
  /** Lists the sections as in-page links after the intro, with a way back at each section end. */
  contents?: boolean;
  /** Numbers the sections (1., 2., ...) in their headings, as legal clauses are. */
  numbered?: boolean;
}

/** The id of the table of contents, the target of every 'Back to contents' link. */
const contentsId = 'contents';

// Letters, digits and hyphens only, starting with a letter: safe in a URL fragment and a selector.
const sectionIdPattern = /^[a-z][a-z0-9-]*$/;

/**
 * Refuses a list whose ids would break the in-page links (a duplicate, an unsafe character, the
 * contents' own id). The build renders the page, so a broken list fails the build, not a borrower.
 */
export function checkSections(sections: readonly DocumentSection[]): void {
  const seen = new Set<string>([contentsId]);
  for (const section of sections) {
    if (!sectionIdPattern.test(section.id)) {
      throw new Error(`Document section id "${section.id}" must be lower-case letters, digits, -`);
    }
    if (seen.has(section.id)) throw new Error(`Document section id "${section.id}" is used twice`);
    seen.add(section.id);
  }
}

function headingOf(section: DocumentSection, index: number, numbered: boolean): string {
  return numbered ? `${index + 1}. ${section.title}` : section.title;
}

export function LegalDocument({
  title,
  intro,
  sections,
  contents = false,
  numbered = false,
}: LegalDocumentProps) {
  checkSections(sections);
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
      </header>
      <main className={styles.document}>
        {intro && <div className={styles.intro}>{intro}</div>}
        {contents && (
          <nav id={contentsId} className={styles.contents} aria-label="Contents">
            <h2 className={styles.contentsHeading}>Contents</h2>
            <ol className={styles.contentsList}>
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a className={styles.contentsLink} href={`#${section.id}`}>
                    {headingOf(section, index, numbered)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className={styles.section}
            aria-labelledby={`${section.id}-heading`}
          >
            <h2 id={`${section.id}-heading`} className={styles.sectionHeading}>
              {headingOf(section, index, numbered)}
            </h2>
            <div className={styles.body}>{section.body}</div>
            {contents && (
              <a className={styles.backLink} href={`#${contentsId}`}>
                Back to contents
              </a>
            )}
          </section>
        ))}
      </main>
    </>
  );
}
