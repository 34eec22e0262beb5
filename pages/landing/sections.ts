// Public landing page (spec §2): the one list of sections that makes both the nav bar and the
// page, and the rules that pick the nav entry to mark.

export const landingSections = [
  { id: 'home', label: 'Home Page' },
  { id: 'procedures', label: 'Procedures' },
  { id: 'qa', label: 'Q&A' },
  { id: 'contact', label: 'Contact us' },
  { id: 'policy', label: 'Privacy Policy' },
] as const;

export type SectionId = (typeof landingSections)[number]['id'];

/** The section a URL hash names ('#qa' -> 'qa'); undefined for anything else. */
export function sectionFromHash(hash: string): SectionId | undefined {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // A garbled escape names no section; compare as written.
  }
  return landingSections.find((section) => section.id === id)?.id;
}

export interface SectionTop {
  id: SectionId;
  /** Distance of the section's top edge from the top of the viewport, in CSS px. */
  top: number;
}

/**
 * The section being read: the last one whose top has reached the line just under the sticky nav,
 * or the first when none has. `line` is the nav's bottom edge in viewport px.
 */
export function sectionAtLine(tops: readonly SectionTop[], line: number): SectionId | undefined {
  // A few px of slack: a section scrolled to by its anchor stops exactly at the line, give or take
  // rounding at odd zoom levels.
  const slack = 8;
  let current = tops[0]?.id;
  for (const { id, top } of tops) {
    if (top <= line + slack) current = id;
  }
  return current;
}
