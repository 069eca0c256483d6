import { useQuery } from '@tanstack/react-query';
import { imageOutline } from 'ionicons/icons';
import { IonIcon } from '@ionic/react';
import { useEffect, useRef } from 'react';

/** Where a guide's pictures come from: the published guide's call for students, the editor's for staff. */
export interface LoadGuideImage {
  /** Part of the query key, so a student's and the editor's copies never mix. */
  scope: string;
  load: (imageId: number, signal: AbortSignal) => Promise<Blob>;
}

/**
 * One of the guide's pictures: its bytes fetched with the session's token (an <img> cannot send it) and
 * shown from an object URL, revoked when the picture leaves the page.
 */
export function GuidePicture({
  imageId,
  alt,
  loadImage,
}: {
  imageId: number;
  alt: string;
  loadImage: LoadGuideImage;
}) {
  const picture = useQuery({
    queryKey: ['guides', 'image', loadImage.scope, imageId],
    queryFn: ({ signal }) => loadImage.load(imageId, signal),
    staleTime: Infinity,
  });
  const image = useRef<HTMLImageElement>(null);
  // The object URL is set on the element itself and revoked when the picture or its bytes change.
  useEffect(() => {
    const element = image.current;
    if (!picture.data || !element) return undefined;
    const made = URL.createObjectURL(picture.data);
    element.src = made;
    return () => {
      URL.revokeObjectURL(made);
    };
  }, [picture.data]);

  if (picture.isError) {
    return (
      <span className="guide-picture-missing" role="img" aria-label={alt}>
        <IonIcon icon={imageOutline} aria-hidden="true" />
        {alt}
      </span>
    );
  }
  if (!picture.data)
    return <span className="guide-picture-loading" role="img" aria-label={alt} aria-busy="true" />;
  return <img ref={image} className="guide-picture" alt={alt} />;
}
