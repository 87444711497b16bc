import type { Preview } from '@storybook/react-vite';
// The design tokens, light and dark, as the app loads them: the stories of the design-system parts show both themes.
import '../src/theme/tokens.css';

const preview: Preview = {
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
