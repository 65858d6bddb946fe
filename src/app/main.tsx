import { createRoot } from 'react-dom/client';
import { styled } from '@linaria/react';

const Title = styled.h1`
  font-family: Georgia, serif;
  color: #1c1a17;
`;

createRoot(document.getElementById('root')!).render(<Title>Vitrine</Title>);
