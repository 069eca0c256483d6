import { IonIcon } from '@ionic/react';
import { documentOutline } from 'ionicons/icons';
import { useEffect, useMemo } from 'react';
import { kindOf } from '../file-checks';
import { useOrdersFormat } from '../use-orders-format';

/** An image's thumbnail from the picked file itself (an object URL, let go when the preview goes). */
function Thumbnail({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(
    () => () => {
      URL.revokeObjectURL(url);
    },
    [url],
  );
  return <img className="orders-file__thumb" src={url} alt="" />;
}

/** A picked file before it is sent: an image's thumbnail or a document icon, its name and size. */
export function FilePreview({ file }: { file: File }) {
  const format = useOrdersFormat();
  const kind = kindOf(file);
  return (
    <li className="orders-file">
      {kind === 'jpeg' || kind === 'png' ? (
        <Thumbnail file={file} />
      ) : (
        <IonIcon icon={documentOutline} className="orders-file__icon" aria-hidden="true" />
      )}
      <bdi className="orders-file__name">{file.name}</bdi>
      <span className="orders-muted">{format.bytes(file.size)}</span>
    </li>
  );
}
