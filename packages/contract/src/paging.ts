import { z } from 'zod';

/** One page of a long list; `Total` counts every match so the page can show "21–40 of 317". */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    Items: z.array(item),
    Total: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
  });
