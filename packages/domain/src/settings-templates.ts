import { z } from 'zod';

/** The three mail templates of the Email tab, with our default texts. */
export const EMAIL_TEMPLATES = [
  {
    id: 'welcome',
    name: 'Welcome Email',
    description: 'Sent on course enrollment',
    variables: ['name', 'course', 'link', 'sender'],
    required: ['link'],
    subject: 'Welcome to {{course}}!',
    body: "Hi {{name}},\n\nWelcome to {{course}}! You're enrolled and your first module is ready for you.\n\nStart learning: {{link}}\n\nSee you inside,\n{{sender}}",
  },
  {
    id: 'course_completion',
    name: 'Course Completion',
    description: 'Sent when a student completes a course',
    variables: ['name', 'course', 'link', 'certificate', 'sender'],
    required: [],
    subject: 'You completed {{course}}!',
    body: 'Hi {{name}},\n\nCongratulations on completing {{course}}! Every module is done and your progress is saved.\n\nYour certificate is ready, and anyone you show it to can check it here: {{certificate}}\n\nSee what to learn next: {{link}}\n\nKeep creating,\n{{sender}}',
  },
  {
    id: 'password_reset',
    name: 'Password Reset',
    description: 'Sent when someone asks to reset their password',
    variables: ['name', 'link', 'sender'],
    required: ['link'],
    subject: 'Reset your Storyloom password',
    body: 'Hi {{name}},\n\nWe received a request to reset your password. Choose a new one here (the link works for one hour):\n\n{{link}}\n\nIf you did not ask for this, you can ignore this mail: your password stays the same.\n\n{{sender}}',
  },
] as const;
export type EmailTemplateId = (typeof EMAIL_TEMPLATES)[number]['id'];
export const EMAIL_TEMPLATE_IDS = EMAIL_TEMPLATES.map((t) => t.id) as [EmailTemplateId, ...EmailTemplateId[]];

export const DEFAULT_SENDER_NAME = 'The Storyloom team';
export const TEMPLATE_SUBJECT_MAX = 150;
export const TEMPLATE_BODY_MAX = 5000;

export function templateDefinition(id: EmailTemplateId) {
  return EMAIL_TEMPLATES.find((t) => t.id === id) ?? EMAIL_TEMPLATES[0];
}

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The placeholder problems of a subject/body pair for a template: unknown names, missing required ones. */
export function templateProblems(id: EmailTemplateId, subject: string, body: string): string[] {
  const def = templateDefinition(id);
  const used = new Set([...`${subject}\n${body}`.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''));
  const known = new Set<string>(def.variables);
  const problems = [...used].filter((v) => !known.has(v)).map((v) => `Unknown placeholder {{${v}}}`);
  for (const required of def.required) {
    if (!body.includes(`{{${required}}}`)) problems.push(`The message must contain {{${required}}}`);
  }
  return problems;
}

/** Fills {{placeholders}}; an unknown one stays as written. */
export function fillPlaceholders(text: string, vars: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => vars[name] ?? whole);
}

export const SAMPLE_TEMPLATE_VARS: Record<string, string> = {
  name: 'Robin',
  course: 'Storytelling Fundamentals',
  link: 'https://storyloom.example/link',
  sender: DEFAULT_SENDER_NAME,
};

export function templateUpdateSchema(id: EmailTemplateId) {
  return z
    .strictObject({
      subject: z.string().trim().min(1).max(TEMPLATE_SUBJECT_MAX),
      body: z.string().trim().min(1).max(TEMPLATE_BODY_MAX),
    })
    .superRefine((value, ctx) => {
      for (const message of templateProblems(id, value.subject, value.body)) ctx.addIssue({ code: 'custom', message });
    });
}
/** The server's body schema: the template id comes from the path, so placeholders are checked in the service. */
export const anyTemplateUpdateSchema = z.strictObject({
  subject: z.string().trim().min(1).max(TEMPLATE_SUBJECT_MAX),
  body: z.string().trim().min(1).max(TEMPLATE_BODY_MAX),
});

export const emailTemplateSchema = z.object({
  id: z.enum(EMAIL_TEMPLATE_IDS),
  name: z.string(),
  description: z.string(),
  variables: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  customized: z.boolean(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
