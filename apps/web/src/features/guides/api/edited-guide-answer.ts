import type { StaffGuide } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { editedGuideKey, publishedGuideKey } from './keys';

/** A write's answer is the guide as it now stands: the editor shows it at once, the student's copy is read again. */
export async function writeEditedGuide(queryClient: QueryClient, guide: StaffGuide): Promise<void> {
  queryClient.setQueryData(editedGuideKey(guide.Page), { Guide: guide });
  await queryClient.invalidateQueries({ queryKey: publishedGuideKey(guide.Page) });
}
