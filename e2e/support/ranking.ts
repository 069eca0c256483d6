import type { Locator, Page } from '@playwright/test';

/** Drags `choice` by its handle (Ionic's reorder group) onto the top of `onto`, by mouse moves as a hand would. */
export async function dragChoice(page: Page, choice: Locator, onto: Locator): Promise<void> {
  const handle = await choice.locator('ion-reorder').boundingBox();
  const target = await onto.boundingBox();
  if (!handle || !target) throw new Error('the choices are not on screen');
  const x = handle.x + handle.width / 2;
  await page.mouse.move(x, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, target.y + 4, { steps: 12 });
  await page.mouse.up();
}
