import type { Meta, StoryObj } from '@storybook/react-vite';
import { framed, StoryFrame, type StoryFrameArgs, storyFrameArgTypes } from '../testing/story-frame.tsx';
import { Avatar } from './Avatar.tsx';

/** A small picture drawn here, so the story loads nothing from the network. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#6f1fc0"/><circle cx="24" cy="19" r="9" fill="#f1e7fc"/><path d="M8 46c2-10 9-15 16-15s14 5 16 15z" fill="#f1e7fc"/></svg>',
)}`;

/** Whose avatars: a member, a company and a club, each in three sizes. */
const WHO = [
  { kind: 'member', name: 'Ada Laurent' },
  { kind: 'company', name: 'Northwind Supply' },
  { kind: 'club', name: 'Lyon Founders' },
] as const;

interface AvatarStoryArgs extends StoryFrameArgs {
  /** With their pictures; else their initials on a colour from the name. */
  withPictures: boolean;
  /** A picture's address that fails to load: the initials show instead. */
  broken: boolean;
}

function AvatarStory({ lang, theme, withPictures, broken }: AvatarStoryArgs) {
  const src = broken ? 'data:image/png;base64,broken' : withPictures ? PICTURE : null;
  return (
    <StoryFrame lang={lang} theme={theme}>
      {/* The placing sheet a page gives its avatars: members round, companies and clubs on a rounded square. */}
      <style>{'.story-avatar { border-radius: 50%; object-fit: cover; } .story-avatar--square { border-radius: 0.5rem; }'}</style>
      <ul style={{ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' }}>
        {WHO.map(({ kind, name }) => (
          <li key={kind} data-kind={kind} style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
            {[32, 48, 72].map((size) => (
              <Avatar
                key={size}
                name={name}
                src={src}
                size={size}
                className={kind === 'member' ? 'story-avatar' : 'story-avatar story-avatar--square'}
              />
            ))}
            <span>{name}</span>
          </li>
        ))}
      </ul>
    </StoryFrame>
  );
}

const meta = {
  title: 'Design system/Avatar',
  component: AvatarStory,
  args: { lang: 'en', theme: 'light', withPictures: false, broken: false },
  argTypes: storyFrameArgTypes,
} satisfies Meta<typeof AvatarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const initials = { withPictures: false, broken: false };
export const Light: Story = framed('light', 'en', initials);
export const LightFrench: Story = framed('light', 'fr', initials);
export const LightTurkish: Story = framed('light', 'tr', initials);
export const Dark: Story = framed('dark', 'en', initials);
export const DarkFrench: Story = framed('dark', 'fr', initials);
export const DarkTurkish: Story = framed('dark', 'tr', initials);
export const WithPictures: Story = framed('light', 'en', { withPictures: true, broken: false });
export const DarkWithPictures: Story = framed('dark', 'en', { withPictures: true, broken: false });
export const BrokenPicture: Story = framed('light', 'en', { withPictures: true, broken: true });
