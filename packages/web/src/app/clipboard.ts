/** Puts text on the clipboard: whether it went ('failed' where the clipboard API is missing — outside secure contexts — or refused). */
export function copyText(text: string): Promise<'copied' | 'failed'> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  return (clipboard ? clipboard.writeText(text) : Promise.reject(new Error('no clipboard'))).then(
    () => 'copied' as const,
    () => 'failed' as const,
  );
}
