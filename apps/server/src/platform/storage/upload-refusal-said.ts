import { say, type Said } from '../i18n/said.js';
import type { UploadRefusal } from './upload-outcome.js';

/** Each refusal of the upload platform in the reader's words (every area's uploads: requests, their results, applications). */
export function uploadRefusalSaid(refusal: UploadRefusal): Said {
  const file = refusal.fileName ?? '';
  switch (refusal.reason) {
    case 'empty':
      return say('orders.upload.empty', { file });
    case 'too-large':
      return say('orders.upload.tooLargeAny', { file });
    case 'too-many':
      return say('orders.upload.tooManyAny');
    case 'wrong-kind':
      return say('orders.upload.wrongKindAny', { file });
    case 'name-mismatch':
      return say('orders.upload.nameMismatch', { file });
    case 'unsafe-name':
      return say('orders.upload.unsafeName', { file });
    case 'infected':
      return say('orders.upload.infected', { file });
    case 'scan-failed':
      return say('orders.upload.scanFailed', { file });
    case 'cut-off':
      return say('orders.upload.cutOff');
    case 'no-file':
      return say('orders.upload.noFile');
  }
}
