// Test preview page (spec §2): the developer's and QA's front door. Pick a mock scenario, edit the
// session fields (folded under one line), open any screen with them as query, and check the photo
// picker, a contact field and geolocation.
import { type MouseEvent, useId, useMemo, useState } from 'react';
import { builtPageNames } from '../../shared/config/builtPages.ts';
import { readPageQuery } from '../../shared/navigation/pageQuery.ts';
import { usePageSearch } from '../../shared/navigation/usePageSearch.ts';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { ContactNumberForm } from './ContactNumberForm.tsx';
import { LocationCheck } from './LocationCheck.tsx';
import { NativeShellCheck } from './NativeShellCheck.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import { PromotionChecks } from './PromotionChecks.tsx';
import {
  initialPreviewFields,
  type PreviewFieldName,
  type PreviewFields,
  previewFieldNames,
  previewLinks,
  sessionSummary,
} from './previewLinks.ts';
import { ScenarioPicker } from './ScenarioPicker.tsx';
import { storeCodeFor, storesCodeFirst } from './storedCode.ts';
import { chosenScenario, mockScenarios, withScenario } from './scenarioPicker.ts';
import styles from './testPreview.module.scss';

export function TestPreviewPage() {
  // The build renders the defaults; the page's own query fills the fields once it runs.
  const search = usePageSearch() ?? '';
  const query = useMemo(() => readPageQuery(search), [search]);
  const [edits, setEdits] = useState<Partial<PreviewFields>>({});
  const fields = useMemo(() => ({ ...initialPreviewFields(query), ...edits }), [query, edits]);
  const [pickedScenario, setScenario] = useState<string>();
  const scenario = pickedScenario ?? chosenScenario(query);
  const links = useMemo(
    () => previewLinks(fields, withScenario(query, scenario), builtPageNames),
    [fields, query, scenario],
  );
  const setField = (name: PreviewFieldName, value: string) =>
    setEdits((current) => ({ ...current, [name]: value }));

  return (
    <>
      <PageHeader title="Test Preview" />
      <main className={styles.page}>
        <ScenarioPicker scenarios={mockScenarios} chosen={scenario} onChoose={setScenario} />

        <section className={styles.card} aria-labelledby="preview-fields">
          <details className={styles.fold}>
            <summary className={styles.summary}>
              <h2 id="preview-fields" className={styles.heading}>
                Session fields
              </h2>
              <span className={styles.summaryValue}>{sessionSummary(fields)}</span>
            </summary>
            <div className={styles.fields}>
              {previewFieldNames.map((name) => (
                <PreviewField key={name} name={name} value={fields[name]} onChange={setField} />
              ))}
            </div>
          </details>
        </section>

        <section className={styles.card} aria-labelledby="preview-pages">
          <h2 id="preview-pages" className={styles.heading}>
            Pages
          </h2>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.name}>
                {link.href ? (
                  <a
                    className={styles.link}
                    href={link.href}
                    onClick={link.name === storesCodeFirst ? openWithStoredCode : undefined}
                  >
                    <span>{link.title}</span>
                    <span className={styles.file}>{link.file}</span>
                  </a>
                ) : (
                  <span className={styles.unbuilt}>
                    <span>{link.title}</span>
                    <span className={styles.file}>{link.file} · not in this build</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>

        <PromotionChecks link={links.find((link) => link.name === 'promotion')} />
        <PhotoPicker />
        <ContactNumberForm />
        <LocationCheck />
        <NativeShellCheck productId={fields.productId} />
      </main>
    </>
  );
}

/** Stores the code of the link's order first, then opens it (pages/testPreview/storedCode.ts). */
function openWithStoredCode(event: MouseEvent<HTMLAnchorElement>) {
  const href = event.currentTarget.href;
  event.preventDefault();
  void storeCodeFor(href)
    .catch(() => false)
    .then(() => location.assign(href));
}

function PreviewField(props: {
  name: PreviewFieldName;
  value: string;
  onChange: (name: PreviewFieldName, value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.name}</label>
      <input
        id={id}
        name={props.name}
        value={props.value}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(event) => props.onChange(props.name, event.target.value)}
      />
    </div>
  );
}
