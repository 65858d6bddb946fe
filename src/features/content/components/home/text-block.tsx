import { css } from '@linaria/core';
import type { HomeBlock } from '../../../../shared/domain/content';
import { tokens } from '../../../../platform/ui/tokens';
import { sectionClass, sectionTitleClass } from './home.styles';

type TextData = Extract<HomeBlock, { type: 'text' }>;

const bodyClass = css`
  max-inline-size: 40rem;
  margin-inline: auto;
  text-align: center;

  p {
    margin-block: 0 1rem;
    color: ${tokens.muted};
    font-size: 1.0625rem;
    line-height: 1.75;
  }
`;

/** An editorial paragraph block; the body is plain text, paragraphs split on blank lines. */
export function TextBlock({ block, id }: { block: TextData; id: string }) {
  const paragraphs = block.body.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <section className={sectionClass} aria-labelledby={id}>
      <div className={bodyClass}>
        <h2 className={sectionTitleClass} id={id}>
          {block.title}
        </h2>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
