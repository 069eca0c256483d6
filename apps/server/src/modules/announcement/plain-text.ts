/**
 * An announcement body as the plain text the app shows: tags and control characters removed, line ends
 * unified, paragraphs (blank-line separated) kept, runs of blank lines and trailing spaces trimmed. The app
 * renders it as text, never as HTML; stripping here also keeps markup out of exports and e-mails.
 */
export function plainParagraphs(body: string): string {
  return (
    body
      .replace(/\r\n?/g, '\n')
      // Control characters (Unicode Cc) other than tab and newline.
      .replace(/(?![\t\n])\p{Cc}/gu, '')
      .replace(/<\/?(p|div|br|li|h[1-6])\b[^>]*>/gi, '\n')
      .replace(/<[/!]?[a-z][^>]*>?/gi, '')
      .split('\n')
      .map((line) => line.replace(/[ \t]+$/g, ''))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
