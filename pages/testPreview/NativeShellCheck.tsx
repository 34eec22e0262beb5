import {
  burialPoint,
  callPhone,
  closeWebView,
  endBankFlow,
  forceLogin,
  goAppStoreRating,
  goHome,
  goMine,
  openNativePage,
  openProduct,
  startBankFlow,
} from '../../shared/bridge/bridge.ts';
import { appConfig } from '../../shared/config/appConfig.ts';
import { pageUrl } from '../../shared/navigation/pageQuery.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import styles from './testPreview.module.scss';

/** One button per bridge command, to check a shell build by hand (contract §3). */
export function NativeShellCheck(props: { productId: string }) {
  const commands: { label: string; send: () => void }[] = [
    { label: 'Open this page in the shell', send: () => openNativePage(pageUrl('testPreview')) },
    { label: 'Open the product screen', send: () => openProduct(props.productId) },
    { label: 'Go home', send: goHome },
    { label: 'Go to Mine', send: goMine },
    { label: 'Close the web view', send: closeWebView },
    { label: 'Force login', send: forceLogin },
    { label: 'Call customer service', send: () => callPhone(appConfig.defaultServicePhone) },
    { label: 'Rate the app', send: goAppStoreRating },
    {
      label: 'Send a burial point',
      send: () => burialPoint('testPreview', { productId: props.productId }),
    },
    { label: 'Start the bank flow', send: startBankFlow },
    { label: 'End the bank flow', send: endBankFlow },
  ];

  return (
    <section className={styles.card} aria-labelledby="preview-shell">
      <h2 id="preview-shell" className={styles.heading}>
        Native shell
      </h2>
      <p className={styles.note}>
        Outside the app, opening a page navigates, closing goes back, calling dials; the rest do
        nothing.
      </p>
      <div className={styles.commands}>
        {commands.map((command) => (
          <Button key={command.label} variant="secondary" onClick={command.send}>
            {command.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
