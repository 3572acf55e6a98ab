import type { HighlightedText } from '#common/search.ts';

/**
 * Search text with its matched words in `<mark>`: the pieces are data from the server and React
 * writes each as text, so nothing a post contains can become markup here.
 */
export function Highlighted({ text }: { text: HighlightedText }) {
  return (
    <>
      {text.map((piece, index) =>
        piece.match ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>,
      )}
    </>
  );
}
