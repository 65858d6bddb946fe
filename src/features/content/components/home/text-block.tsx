import { styled } from '@linaria/react';
import type { HomeBlock } from '../../../../shared/domain/content';
import { tokens } from '../../../../platform/ui/tokens';
import { Section, SectionTitle } from './home.styles';

type TextData = Extract<HomeBlock, { type: 'text' }>;

const Body = styled.div`
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
    <Section aria-labelledby={id}>
      <Body>
        <SectionTitle id={id}>{block.title}</SectionTitle>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Body>
    </Section>
  );
}
