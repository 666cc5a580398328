/**
 * English mail texts: the source every other locale translates (ICU MessageFormat). The server sees
 * them as `mail.<key>` (catalogues.ts) and composes every mail it sends from them, in the
 * recipient's language (apps/server/src/mail/i18n.ts). What members or instructors wrote (names,
 * comments, their own templates) is passed in as values and never translated.
 */
export const en = {
  // Shared by every mail.
  'common.greeting': 'Hi {name},',
  'common.there': 'there',
  'common.hello': 'Hello,',
  'common.hi': 'Hi,',
  'common.someone': 'Someone',
  /** A label and its address on one line of the plain-text part ("Open the community: https://…"). */
  'common.labelUrl': '{label}: {url}',
  'common.buttonFallback': 'If the button does not work, open this link: {url}',
  'common.buttonsFallback': 'If a button does not work, open its link:',
  /** A moment in a mail: the date, the time and the time zone it is told in. */
  'common.dateTime': '{date}, {time} {zone}',

  // Sign-up verification.
  'verify.subject': 'Verify your Storyloom email address',
  'verify.welcome': 'Welcome to Storyloom! Please confirm your email address so you can sign in.',
  'verify.validity': 'The link is valid for 24 hours. If you did not create an account, you can ignore this mail.',
  'verify.title': 'Verify your email',
  'verify.button': 'Verify email',

  // The three templates of Settings → Email, as we wrote them (a saved template is sent as written).
  'template.sender': 'The Storyloom team',
  'template.welcome.subject': 'Welcome to {course}!',
  'template.welcome.body':
    "Hi {name},\n\nWelcome to {course}! You're enrolled and your first module is ready for you.\n\nStart learning: {link}\n\nSee you inside,\n{sender}",
  'template.course_completion.subject': 'You completed {course}!',
  'template.course_completion.body':
    'Hi {name},\n\nCongratulations on completing {course}! Every module is done and your progress is saved.\n\nYour certificate is ready, and anyone you show it to can check it here: {certificate}\n\nSee what to learn next: {link}\n\nKeep creating,\n{sender}',
  'template.password_reset.subject': 'Reset your Storyloom password',
  'template.password_reset.body':
    'Hi {name},\n\nWe received a request to reset your password. Choose a new one here (the link works for one hour):\n\n{link}\n\nIf you did not ask for this, you can ignore this mail: your password stays the same.\n\n{sender}',

  // Community activity (Settings → Notifications → Community activity → Email).
  'activity.commentSubject': '{who} commented on your post',
  'activity.followerSubject': '{who} started following you',
  'activity.commentLine': '"{comment}"',
  'activity.openPost': 'See the conversation',
  'activity.openProfile': 'See their profile',
  'activity.digestSubject': '{count, plural, one {# new comment on your posts} other {# new comments on your posts}}',
  'activity.digestMixedSubject':
    '{count, plural, one {# update from the community} other {# updates from the community}}',
  'activity.digestFollowerLine': '{who} started following you',
  'activity.digestCommentLine': '{who}: "{comment}"',
  'activity.openCommunity': 'Open the community',
  'activity.manage':
    'You get this mail because community activity mails are on. Turn them off in Settings → Notifications: {url}',

  // Team invitation.
  'team.subject': 'You are invited to join a team on Storyloom',
  'team.someone': 'A Storyloom member',
  'team.invitedAdmin': '{who} invited you to join their team on Storyloom as an Admin.',
  'team.invitedEditor': '{who} invited you to join their team on Storyloom as an Editor.',
  'team.signInFirst':
    'Sign in or create an account with this email address first, then accept the invitation. It is valid for 7 days.',
  'team.ignore': 'If you were not expecting this, you can ignore this mail.',
  'team.title': 'Team invitation',
  'team.textLink': 'Accept the invitation',
  'team.button': 'Accept invitation',

  // Data export ready (Settings → Privacy).
  'export.subject': 'Your Storyloom data is ready to download',
  'export.ready': 'The copy of your Storyloom data that you asked for is ready.',
  'export.before':
    'Download it from Settings → Privacy before {date}. After that the file is deleted and you can ask for a new one.',
  'export.notYou':
    'If you did not ask for this, change your password and sign out your other devices in Settings → Login Details.',
  'export.title': 'Your data is ready',
  'export.button': 'Open Settings → Privacy',

  // Event registration.
  'event.subject': "You're registered: {title}",
  'event.registered': 'You\'re registered for "{title}".',
  'event.when': 'When: {when}',
  'event.where': 'Where: {where}',
  'event.seeYou': 'See you there!',
  'event.details': 'Event details',

  // Moderation: the mail to an author about an action.
  'moderation.subject': 'A moderator took action on Storyloom',
  'moderation.your.post': 'your post',
  'moderation.your.comment': 'your comment',
  'moderation.your.module_comment': 'your course discussion comment',
  'moderation.your.profile': 'your profile',
  'moderation.your.space': 'your space',
  'moderation.your.event': 'your event',
  'moderation.your.ai_generation': 'your AI result',
  'moderation.your.member': 'your account',
  'moderation.hide': 'A moderator hid {what}.',
  'moderation.remove': 'A moderator removed {what}.',
  'moderation.warn': 'A moderator gave you a warning about {what}.',
  'moderation.mute': 'A moderator paused your writing (posts, comments and reactions) until {until}.',
  'moderation.suspend': 'A moderator suspended your account until {until}. You can’t sign in until then.',
  'moderation.ban': 'A moderator banned your account. You can’t sign in any more.',
  'moderation.looked': 'A moderator looked at {what}.',
  'moderation.later': 'later',
  'moderation.rule': 'The community guideline it broke: “{title}”. Read it here: {url}',
  'moderation.note': 'The moderator’s note: {note}',
  'moderation.appealContact':
    'If you think this was a mistake, tell us through the contact page ({url}) and we will look again.',
  'moderation.appealNotices': 'If you think this was a mistake, you can appeal once, in your notices: {url}',
  'moderation.guidelines': 'Community guidelines',
  'moderation.contactUs': 'Contact us',
  'moderation.yourNotices': 'Your notices',
  'moderation.ruleTitle.be-kind': 'Be kind',
  'moderation.ruleTitle.keep-private-info-private': 'Keep personal information private',
  'moderation.ruleTitle.stay-safe': 'Look after yourself and others',
  'moderation.ruleTitle.keep-it-appropriate': 'Keep it appropriate',
  'moderation.ruleTitle.no-hate': 'No hate',
  'moderation.ruleTitle.no-spam': 'No spam or scams',
  'moderation.ruleTitle.respect-creators': 'Respect other creators',

  // Moderation: the daily overdue digest to admins.
  'moderation.noun.post': 'post',
  'moderation.noun.comment': 'comment',
  'moderation.noun.module_comment': 'course discussion comment',
  'moderation.noun.profile': 'profile',
  'moderation.noun.space': 'space',
  'moderation.noun.event': 'event',
  'moderation.noun.ai_generation': 'AI result',
  'moderation.noun.member': 'account',
  'moderation.digest.subject':
    '{total, plural, one {# reported item} other {# reported items}} waiting more than {hours} hours',
  'moderation.digest.intro': 'These reports have waited more than {hours} hours for a moderator:',
  'moderation.digest.item':
    '{noun}: “{excerpt}” ({reports, plural, one {# report} other {# reports}}, first on {date})',
  'moderation.digest.more': '…and {count} more.',
  'moderation.digest.deleted': '(deleted)',
  'moderation.digest.open': 'Open the moderation queue',

  // Mails to a parent (issue 15).
  'parent.notice.subject': 'Please approve your child’s Storyloom account',
  'parent.confirmed.subject': 'You approved your child’s Storyloom account',
  'parent.revoked.subject': 'You withdrew your approval on Storyloom',
  'parent.deleted.subject': 'Your child’s Storyloom account was deleted',
  'parent.passwordSet.subject': 'You set a new password for your child’s Storyloom account',
  'parent.ignore':
    'If you do not know what this is about, do nothing: without your approval the account is deleted and we keep nothing about you.',
  'parent.approveHeading': 'Approve the account',
  'parent.approveDeadline':
    'The approval link below works once, until {deadline}. On that page you approve the account and, separately, decide about the AI provider.',
  'parent.reviewButton': 'Review and approve',
  'parent.pageButton': 'Parent page',
  'parent.pageWithdrawButton': 'Parent page (withdraw approval)',
  'parent.noticeVersion': 'Notice version {version}.',
  'parent.ai.offline': 'The AI tools run on our own server: nothing your child writes there is sent out.',
  'parent.ai.shared':
    'You also approved sharing with the AI provider: what your child types into an AI tool is sent to it.',
  'parent.ai.notShared':
    'You did not approve sharing with the AI provider: the AI tools run offline for this account and send nothing out.',
  'parent.confirmed.thanks': 'Thank you. You approved the Storyloom account {username}; your child can now take part.',
  'parent.confirmed.withdraw':
    'If this was not you, or you change your mind, withdraw your approval on the parent page: your child is signed out within a minute and can only browse courses again. There you can also see what the account holds, download its data or delete it.',
  'parent.revoked.body':
    'You withdrew your approval for the Storyloom account {username}. Your child has been signed out and can only browse courses until you approve again.',
  'parent.revoked.options': 'On the parent page you can approve again, download the account’s data or delete it.',
  'parent.deleted.body':
    'The Storyloom account {username} has been deleted, with everything it held, and your email address with it. Links in earlier mails no longer work.',
  'parent.passwordSet.body':
    'You set a new password for the Storyloom account {username}. Your child has been signed out everywhere and signs in with the username and the new password.',
  'parent.passwordSet.notYou':
    'If this was not you, open the parent page: set another password there, withdraw your approval or delete the account.',

  // The direct notice to a parent (the same words as domain parentNotice(), CHILD_NOTICE_VERSION).
  'notice.intro':
    'Your child signed up on Storyloom, a learning and community site for young creators, with the username {username} and gave your email address. Before they can take part, we need your approval. Here is what that means.',
  'notice.collected.heading': 'What we collected and why',
  'notice.collected.username':
    'The username your child chose: they sign in with it, and other members recognise their work by it.',
  'notice.collected.password':
    'Their password, stored only as a scrambled hash that nobody, including us, can read: so only they can sign in.',
  'notice.collected.birth':
    'Their birth month and year: to set up the right kind of account and to know when your approval is no longer needed.',
  'notice.collected.email': 'Your email address: to ask for your approval and to write to you about the account.',
  'notice.nothingMore.heading': 'Nothing more without your approval',
  'notice.nothingMore.body':
    'Until you approve, the account can only browse courses, and we collect nothing else: no email address of your child, no photo and no location.',
  'notice.whatTheyDo.heading': 'What your child can do on Storyloom',
  'notice.whatTheyDo.body':
    'Take courses and track their progress, use the AI creative tools, and take part in the community: write posts and comments, like and follow, join spaces and sign up for events.',
  'notice.visible.heading': 'What other members can see',
  'notice.visible.members':
    'Members who are signed in can see your child’s username, their profile text, and the posts, comments, likes, follows, spaces and events they take part in.',
  'notice.visible.guests':
    'Guests who are not signed in see none of it, and search engines are asked not to list it. We never show their location, because we never ask for it.',
  'notice.recipients.heading': 'Who else receives data',
  'notice.recipients.mail': 'Our mail provider, which delivers the mails we send you.',
  'notice.recipients.offline':
    'The AI tools run on our own server, so no AI provider receives anything your child writes.',
  'notice.recipients.provider':
    'The AI provider that powers the AI tools receives what your child types into a tool, but only if you approve that separately. Without that approval the tools run offline on our own server and send nothing out.',
  'notice.retention.heading': 'How long we keep it',
  'notice.retention.unapproved':
    'If nobody approves within {days, plural, one {# day} other {# days}}, we delete the account and your email address for good.',
  'notice.retention.approved': 'After you approve, we keep the account until you or your child delete it.',
  'notice.rights.heading': 'Your rights',
  'notice.rights.body':
    'At any time, from the parent page linked in every mail we send you (no parent account needed), you can see what the account holds, download a copy of its data, withdraw your approval (your child is signed out and can only browse courses again) and delete the account.',
  'notice.fullNotice': 'Read the full privacy notice for children',

  // When a member comes of age and the parental link ends.
  'comingOfAge.parent.subject': 'Your child now manages their Storyloom account',
  'comingOfAge.parent.ended':
    'The Storyloom account {username}, which you approved, belongs to someone who is now an adult, going by the birth month and year they gave. Your link to the account has ended today.',
  'comingOfAge.parent.noMore':
    'You will get no more mails about this account, and your parent page link no longer works. Your child now decides about their account and their data themselves.',
  'comingOfAge.parent.kept':
    'We keep the record of your approval as long as the account exists, and nothing else about you.',
  'comingOfAge.parent.link': 'Read our privacy notice',
  'comingOfAge.member.subject': 'Your Storyloom account is now yours to manage',
  'comingOfAge.member.ended':
    'Your parent’s link to your Storyloom account has ended, because you are now an adult going by the birth month and year you gave. We told your parent too.',
  'comingOfAge.member.decide':
    'From now on you alone decide about your account: you can download your data or delete your account in Settings → Privacy.',
  'comingOfAge.member.link': 'Your privacy settings',
} as const;
export type MailKey = keyof typeof en;
