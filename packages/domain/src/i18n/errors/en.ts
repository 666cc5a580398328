import { accountMessages, accountText } from '../../account.js';
import { AI_LIMITS, aiFieldTexts, aiMessages } from '../../ai.js';
import { personNameTexts } from '../../auth.js';
import { certificateErrors } from '../../certificates.js';
import { childAccountMessages } from '../../child-accounts.js';
import { communityMessages } from '../../community.js';
import { postFormTexts, postMessages } from '../../community-posts.js';
import { courseCommentTexts, courseErrors } from '../../courses.js';
import { dataRightsFormTexts, dataRightsMessages } from '../../data-rights.js';
import { eventErrors } from '../../events.js';
import { eventFormTexts } from '../../events-ui.js';
import { generalSettingsTexts } from '../../general-settings.js';
import { memberMessages } from '../../members.js';
import { messages } from '../../messages.js';
import { minorPrivacyMessages } from '../../minor-privacy.js';
import { parentLinkTexts, parentTokenTexts } from '../../parental-consent.js';
import { passwordTexts } from '../../password-rules.js';
import { profileMessages } from '../../profile.js';
import { publicMessages } from '../../public.js';
import { liveMessages } from '../../realtime.js';
import { reservedNameMessages } from '../../reserved-names.js';
import { safetyFormTexts } from '../../safety.js';
import { sessionTexts } from '../../session.js';
import { domainText, teamText } from '../../settings.js';
import { spaceFormTexts, spaceMessages } from '../../spaces.js';
import { studioErrors, studioFieldTexts } from '../../studio.js';
import { archiveErrors } from '../../studio-archive.js';
import { studioMediaErrors } from '../../studio-media.js';
import { quizErrors, quizFormTexts } from '../../studio-quiz.js';
import { ageScreenTexts, childSignUpTexts, consentPendingTexts } from '../../young-members.js';

/**
 * English errors texts: the source every other locale translates (ICU MessageFormat). Every
 * message the server answers with, and every message a shared zod schema can produce, is a value
 * here, so the server (by reverse lookup of the English text) and the web (validation messages
 * beside a field) can tell it in the reader's language. The domain constants stay the single
 * source; texts that were literals in server code live here. Entries with {placeholders} are
 * built by their call sites with the server's translator.
 */
export const en = {
  // --- The request itself ------------------------------------------------------------------
  'request.invalidJson': 'The request body is not valid JSON',
  'request.emptyBody': 'The request body is empty',
  'request.badLength': 'The request body length is wrong',
  'request.badUrl': 'The address of this request is not valid',
  'request.rangeOutside': 'The requested range is outside the file',
  'request.metricsToken': 'A valid metrics token is required',
  'request.failed': 'Request failed',
  'request.badCursor': 'The page cursor is not valid',
  'request.tooManyAttempts':
    'Too many attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',

  // --- General ------------------------------------------------------------------------------
  'general.validation': messages.errors.validation,
  'general.unauthorized': messages.errors.unauthorized,
  'general.forbidden': messages.errors.forbidden,
  'general.accountBanned': messages.errors.accountBanned,
  'general.accountSuspended': messages.errors.accountSuspended,
  'general.writingMuted': messages.errors.writingMuted,
  'general.notFound': messages.errors.notFound,
  'general.conflict': messages.errors.conflict,
  'general.rateLimited': messages.errors.rateLimited,
  'general.internal': messages.errors.internal,
  'general.payloadTooLarge': messages.errors.payloadTooLarge,
  'general.unsupportedMediaType': messages.errors.unsupportedMediaType,

  // --- Email addresses --------------------------------------------------------------------
  'email.required': messages.email.required,
  'email.missingAt': messages.email.missingAt,
  'email.missingUsername': messages.email.missingUsername,
  'email.missingDomain': messages.email.missingDomain,
  'email.domainDot': messages.email.domainDot,
  'email.extension': messages.email.extension,
  'email.invalid': messages.email.invalid,

  // --- Signing up and in ------------------------------------------------------------------
  'auth.invalidCredentials': messages.auth.invalidCredentials,
  'auth.emailNotVerified': messages.auth.emailNotVerified,
  'auth.emailTaken': messages.auth.emailTaken,
  'auth.fillAllFields': messages.auth.fillAllFields,
  'auth.passwordsDoNotMatch': messages.auth.passwordsDoNotMatch,
  'auth.callbackPath': 'callbackURL must be a path on this site',
  'auth.passwordRequired': 'Please enter your password',
  'auth.usernameInvalid': 'The username is not valid',
  'auth.fillAllFieldsScreen': accountMessages.authScreen.fillAllFields,
  'auth.passwordsDoNotMatchScreen': accountMessages.authScreen.passwordsDoNotMatch,
  'name.required': personNameTexts.required,
  'name.tooLong': personNameTexts.tooLong,
  'name.controlCharacters': personNameTexts.controlCharacters,
  'name.webAddress': personNameTexts.webAddress,
  'password.tooShort': passwordTexts.tooShort,
  'password.tooCommon': passwordTexts.tooCommon,
  'password.breached': passwordTexts.breached,
  'password.mismatch': accountMessages.password.mismatch,
  'password.currentIncorrect': accountMessages.password.currentIncorrect,
  'twoFactor.codeFormat': accountText.twoFactor.codeFormat,
  'twoFactor.invalidCode': accountText.twoFactor.invalidCode,
  'twoFactor.codeAlreadyUsed': accountText.twoFactor.codeAlreadyUsed,
  'twoFactor.invalidBackupCode': accountText.twoFactor.invalidBackupCode,
  'twoFactor.challengeExpired': accountText.twoFactor.challengeExpired,
  'reset.invalidLink': accountText.reset.invalidLink,
  'session.current': sessionTexts.currentSession,

  // --- Age screen, young members and parents ----------------------------------------------
  'ageScreen.monthRequired': ageScreenTexts.monthRequired,
  'ageScreen.yearRequired': ageScreenTexts.yearRequired,
  'ageScreen.yearRange': ageScreenTexts.yearRange,
  'ageScreen.inFuture': ageScreenTexts.inFuture,
  'ageScreen.required': ageScreenTexts.required,
  'ageScreen.noAnswer': 'No answer yet',
  'ageScreen.wrongForm':
    "This form can't be used with the birth date you gave. Please use the sign-up form that asks for a parent's email.",
  'child.wrongPath': childAccountMessages.wrongPath,
  'child.parentEmailNotAParent': childAccountMessages.parentEmailNotAParent,
  'child.avatarRefused': childAccountMessages.avatarRefused,
  'child.usernameRule': childSignUpTexts.usernameRule,
  'consent.pendingWithEmail': consentPendingTexts.withEmail,
  'consent.pending': consentPendingTexts.withoutEmail,
  'parentLink.invalid': parentLinkTexts.invalid,
  'parentLink.consentWindowOver': parentLinkTexts.consentWindowOver,
  'parentLink.approveUseRequired': parentLinkTexts.approveUseRequired,
  'parentLink.incomplete': parentTokenTexts.incomplete,
  'privacy.locationNotAllowed': minorPrivacyMessages.locationNotAllowed,

  // --- Profile and account ----------------------------------------------------------------
  'profile.usernameRule': profileMessages.usernameRule,
  'profile.usernameTaken': profileMessages.usernameTaken,
  'profile.usernameReserved': reservedNameMessages.username,
  'profile.websiteInvalid': profileMessages.websiteInvalid,
  'profile.emailCannotBeChanged': profileMessages.emailCannotBeChanged,
  'profile.nothingToSave': profileMessages.nothingToSave,
  'profile.notFound': profileMessages.loadFailed.description,
  'profile.avatarStorage': profileMessages.avatarBucket,
  'profile.imageTooLarge': profileMessages.fileTooLarge.description,
  'profile.imageType': profileMessages.invalidFileType.description,
  'profile.imageBroken': profileMessages.imageError.description,
  'profile.chooseImage': profileMessages.chooseFile,
  'dataRights.exportNotReady': dataRightsMessages.exportNotReady,
  'dataRights.exportExpired': dataRightsMessages.exportExpired,
  'dataRights.exportNotFound': dataRightsMessages.exportNotFound,
  'dataRights.invalidPassword': dataRightsMessages.invalidPassword,
  'dataRights.codeRequired': dataRightsMessages.codeRequired,
  'dataRights.invalidCode': dataRightsMessages.invalidCode,
  'dataRights.passwordRequired': dataRightsFormTexts.passwordRequired,

  // --- Settings ---------------------------------------------------------------------------
  'settings.timeZoneInvalid': generalSettingsTexts.timeZoneInvalid,
  'settings.domainInvalid': domainText.invalid,
  'settings.domainTaken': domainText.taken,
  'settings.domainLimit': domainText.limit,
  'settings.domainOurs': domainText.ours,
  'team.alreadyInvited': teamText.alreadyInvited,
  'team.cannotInviteSelf': teamText.cannotInviteSelf,
  'team.invitationExpired': teamText.invitationExpired,
  'team.wrongAccount': 'This invitation was sent to {email}. Sign in with that address to accept it.',

  // --- Community ----------------------------------------------------------------------------
  'posts.mediaTooLarge': postMessages.mediaTooLarge,
  'posts.mediaWrongType': postMessages.mediaWrongType,
  'posts.mediaMissing': postMessages.mediaMissing,
  'posts.mediaBroken': postMessages.mediaBroken,
  'posts.videoBroken': postMessages.videoBroken,
  'posts.videoLocation': postMessages.videoLocation,
  'posts.mediaMismatch': postMessages.mediaMismatch,
  'posts.cannotPublish': postMessages.cannotPublish,
  'posts.postNotFound': postMessages.postNotFound,
  'posts.commentNotFound': postMessages.commentNotFound,
  'posts.notYourPost': postMessages.notYourPost,
  'posts.notYourComment': postMessages.notYourComment,
  'posts.nothingToChange': postFormTexts.nothingToChange,
  'posts.commentRequired': postFormTexts.commentRequired,
  'spaces.notFound': communityMessages.spaceNotFound,
  'spaces.nameRequired': spaceFormTexts.nameRequired,
  'spaces.nameReserved': reservedNameMessages.spaceName,
  'spaces.notAdmin': spaceMessages.settingsPlaceholder,
  'spaces.lastAdmin': spaceMessages.lastAdminCannotLeave,
  'members.cannotFollowSelf': memberMessages.cannotFollowSelf,
  'members.notFound': memberMessages.memberNotFound,
  'blocks.self': 'You can’t block or mute yourself.',
  'blocks.blocked': 'You can’t do this: one of you has blocked the other.',
  'live.tooManyStreams': liveMessages.tooManyStreams,
  'events.notFound': eventErrors.notFound,
  'events.full': eventErrors.full,
  'events.past': eventErrors.past,
  'events.notHost': eventErrors.notHost,
  'events.calendarWindow': eventFormTexts.calendarWindow,
  'events.materialLink': eventFormTexts.materialLink,
  'events.titleRequired': eventFormTexts.titleRequired,
  'events.descriptionRequired': eventFormTexts.descriptionRequired,
  'events.future': eventFormTexts.future,
  'events.locationRequired': eventFormTexts.locationRequired,
  'events.changeSomething': eventFormTexts.changeSomething,
  'public.waitingListRegistered': publicMessages.waitingList.alreadyRegistered,
  'public.contactMissing': publicMessages.contact.missing,

  // --- Safety and moderation --------------------------------------------------------------
  'safety.noteRequired': safetyFormTexts.noteRequired,
  'safety.hoursRequired': safetyFormTexts.hoursRequired,
  'safety.daysRequired': safetyFormTexts.daysRequired,
  'safety.languageRefused':
    'Some words aren’t allowed on Storyloom: {words}. Please change them and try again — nothing was saved.',
  'safety.languageWarning':
    'If it happens {left, plural, one {# more time} other {# more times}} within {hours} hours, writing is paused for {duration}.',
  'safety.writingMuted':
    'Writing is paused for {duration}: words that aren’t allowed were refused {refusals} times within {hours} hours. You can still read and look around, and you can post, comment and edit again when the pause ends.',
  'safety.personalInfoRefused':
    '{findings} Personal information like this can’t be shared on Storyloom, so nothing was saved. Please remove it and try again.',
  'safety.personalInfoFound': '{findings} Edit it, or send it anyway if you are sure.',
  'safety.nameRefused':
    '{findings} A name is shown to everyone, so it can’t hold personal information. Please choose another one.',
  'duration.days': '{count, plural, one {# day} other {# days}}',
  'duration.hours': '{count, plural, one {# hour} other {# hours}}',
  'duration.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'finding.phone': 'This looks like a phone number. Sharing it lets strangers contact you.',
  'finding.email': 'This looks like an email address. Sharing it lets strangers contact you outside Storyloom.',
  'finding.address': 'This looks like a street address. Sharing it shows strangers where you live.',
  'finding.school': 'This looks like a school name. Sharing it tells strangers where to find you every day.',
  'finding.location':
    'This looks like where you are or where you will be. Sharing it tells strangers where to find you.',
  'finding.handle':
    'This looks like a social media handle. Sharing it lets strangers contact you away from Storyloom, where no one is looking out for you.',
  'finding.language': 'This uses language that is not allowed on Storyloom. Please say it another way.',
  'reports.notFound': 'We could not find that. It may have been deleted.',
  'reports.own': 'You can’t report your own post or profile. You can edit or delete it instead.',
  'reports.already': 'You already reported this. A moderator will look at it soon.',
  'moderation.notFound': 'That item no longer exists.',
  'moderation.notHideable': 'This can’t be hidden or removed. Act on its author instead (warn, mute, suspend or ban).',
  'moderation.noAuthor': 'This item has no member behind it to warn, mute, suspend or ban.',
  'moderation.self': 'You can’t act on your own items or account. Ask another moderator.',
  'moderation.staff': 'Only an admin can act on a moderator, and nobody can act on an admin’s items or account.',
  'moderation.nothingReported': 'Nothing was reported there.',
  'appeals.notFound': 'We could not find that notice.',
  'appeals.notAllowed': 'This can’t be appealed: it was already appealed, or there is nothing to appeal.',
  'appeals.decided': 'This appeal was already decided.',
  'appeals.self': 'You can’t decide an appeal about yourself.',
  'roles.notFound': 'No such member.',
  'roles.admin': 'An admin’s role can’t be changed here.',
  'filterTerms.full': 'There are already {max} terms: remove one first.',
  'filterTerms.notFound': 'This term does not exist',
  'adminMail.notFound': 'No such mail',
  'adminMail.alreadySent': 'This mail was already sent',

  // --- Courses ------------------------------------------------------------------------------
  'courses.courseNotFound': courseErrors.courseNotFound,
  'courses.moduleNotFound': courseErrors.moduleNotFound,
  'courses.lessonNotFound': courseErrors.lessonNotFound,
  'courses.materialNotFound': courseErrors.materialNotFound,
  'courses.notEnrolled': courseErrors.notEnrolled,
  'courses.commentRequired': courseCommentTexts.required,
  'courses.commentTooLong': courseCommentTexts.tooLong,
  'courses.certificateNotFound': certificateErrors.notFound,
  'quiz.notPassed': quizErrors.notPassed,
  'quiz.noQuiz': quizErrors.noQuiz,
  'quiz.unknownAnswer': quizErrors.unknownAnswer,
  'quiz.optionRequired': quizFormTexts.optionRequired,
  'quiz.optionTooLong': quizFormTexts.optionTooLong,
  'quiz.promptRequired': quizFormTexts.promptRequired,
  'quiz.promptTooLong': quizFormTexts.promptTooLong,
  'quiz.twoOptions': quizFormTexts.twoOptions,
  'quiz.trueFalseOptions': quizFormTexts.trueFalseOptions,
  'quiz.oneCorrect': quizFormTexts.oneCorrect,
  'quiz.staleForm': 'A question or option of this quiz changed meanwhile; reload the quiz and try again',

  // --- Studio -------------------------------------------------------------------------------
  'studio.courseNotFound': studioErrors.courseNotFound,
  'studio.moduleNotFound': studioErrors.moduleNotFound,
  'studio.lessonNotFound': studioErrors.lessonNotFound,
  'studio.orderMismatch': studioErrors.orderMismatch,
  'studio.incomplete': studioErrors.incomplete,
  'studio.statusChange': studioErrors.statusChange,
  'studio.lastLesson': studioErrors.lastLesson,
  'studio.lastModule': studioErrors.lastModule,
  'studio.deletePublished': studioErrors.deletePublished,
  'studio.noFreeAddress': 'Could not find a free address for this course; try another title',
  'studio.titleRequired': studioFieldTexts.title.required,
  'studio.titleTooLong': studioFieldTexts.title.tooLong,
  'studio.summaryTooLong': studioFieldTexts.summary.tooLong,
  'studio.descriptionRequired': studioFieldTexts.description.required,
  'studio.descriptionTooLong': studioFieldTexts.description.tooLong,
  'studio.learningPointRequired': studioFieldTexts.learningPoint.required,
  'studio.learningPointTooLong': studioFieldTexts.learningPoint.tooLong,
  'studio.instructorNameRequired': studioFieldTexts.instructorName.required,
  'studio.instructorNameTooLong': studioFieldTexts.instructorName.tooLong,
  'studio.instructorTitleTooLong': studioFieldTexts.instructorTitle.tooLong,
  'studio.instructorBioTooLong': studioFieldTexts.instructorBio.tooLong,
  'studio.prerequisiteRequired': studioFieldTexts.prerequisite.required,
  'studio.prerequisiteTooLong': studioFieldTexts.prerequisite.tooLong,
  'studio.moduleTitleRequired': studioFieldTexts.moduleTitle.required,
  'studio.moduleTitleTooLong': studioFieldTexts.moduleTitle.tooLong,
  'studio.moduleDescriptionTooLong': studioFieldTexts.moduleDescription.tooLong,
  'studio.lessonTitleRequired': studioFieldTexts.lessonTitle.required,
  'studio.lessonTitleTooLong': studioFieldTexts.lessonTitle.tooLong,
  'studio.lessonBodyTooLong': studioFieldTexts.lessonBody.tooLong,
  'studio.levelRequired': studioFieldTexts.levelRequired,
  'studio.sessionTime': studioFieldTexts.sessionTime,
  'media.chooseFile': studioMediaErrors.chooseFile,
  'media.videoTooLarge': 'Videos can be at most {size}',
  'media.videoType': studioMediaErrors.videoType,
  'media.videoBroken': studioMediaErrors.videoBroken,
  'media.videoLocation': studioMediaErrors.videoLocation,
  'media.notVideoLesson': studioMediaErrors.notVideoLesson,
  'media.noVideo': studioMediaErrors.noVideo,
  'media.coverTooLarge': studioMediaErrors.coverTooLarge,
  'media.coverType': studioMediaErrors.coverType,
  'media.coverBroken': studioMediaErrors.coverBroken,
  'media.materialTooLarge': studioMediaErrors.materialTooLarge,
  'media.materialMismatch': studioMediaErrors.materialMismatch,
  'media.materialNotFound': studioMediaErrors.materialNotFound,
  'media.tooManyMaterials': studioMediaErrors.tooManyMaterials,
  'media.storageUnavailable': studioMediaErrors.storageUnavailable,
  'media.titleRequired': studioMediaErrors.titleRequired,
  'media.titleTooLong': studioMediaErrors.titleTooLong,
  'media.materialType': studioMediaErrors.materialType,
  'archive.notZip': archiveErrors.notZip,
  'archive.tooLarge': 'A course archive can be at most {megabytes} MB',
  'archive.noManifest': archiveErrors.noManifest,
  'archive.badJson': archiveErrors.badJson,
  'archive.tooManyEntries': archiveErrors.tooManyEntries,

  // --- AI tools -----------------------------------------------------------------------------
  'ai.required': aiFieldTexts.required,
  'ai.emptyPrompt': aiMessages.emptyPrompt,
  'ai.promptTooLong': aiFieldTexts.keepUnder(AI_LIMITS.promptMax),
  'ai.goalTooLong': aiFieldTexts.keepUnder(AI_LIMITS.goalMax),
  'ai.targetTooLong': aiFieldTexts.keepUnder(AI_LIMITS.targetMax),
  'ai.outputTooLong': aiFieldTexts.keepUnder(AI_LIMITS.outputMax),
  'ai.audienceTarget': aiFieldTexts.audienceTarget,
  'ai.generationNotFound': 'This generation does not exist',
  'ai.videoNotEditable': 'A video preview cannot be edited',
  'ai.languageRefused': 'Some words aren’t allowed on Storyloom: {words}. Please change them and try again.',
} as const;
export type ErrorsKey = keyof typeof en;
