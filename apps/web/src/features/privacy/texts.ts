/**
 * What a young member is told when they make something more visible: who will see it, in plain
 * words, with no advice either way (issue 15: no nudging). Shown to members who are not adults.
 */
export const audienceText = {
  publicPost:
    'Public means signed-in Storyloom members: they can see this post with your username and profile. People who are not signed in never can.',
  profile: 'Signed-in members see your name, bio and website on your profile. People who are not signed in never do.',
  eventsOnline: 'Events you host take place online, so there is no place to fill in.',
  eventPlace: 'Where',
} as const;
