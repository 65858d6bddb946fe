import type { ReactNode } from 'react';

/**
 * A label whose `{name}` placeholder is a piece of markup (an e-mail in bold), placed where the
 * label's language puts it: the text is split at the placeholder, never assembled in code.
 */
export function LabelWith({
  text,
  name,
  children,
}: {
  text: string;
  name: string;
  children: ReactNode;
}) {
  const at = text.indexOf(`{${name}}`);
  if (at === -1) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {children}
      {text.slice(at + name.length + 2)}
    </>
  );
}
