import type { ParentNotice } from '@storyloom/domain';
import { Link } from 'react-router';

/** The direct notice as the mail has it: every section, then the full children's notice. */
export function NoticeSections({ notice }: { notice: ParentNotice }) {
  return (
    <div className="flex flex-col gap-4">
      <p>{notice.intro}</p>
      {notice.sections.map((section) => (
        <section key={section.id} aria-labelledby={`notice-${section.id}`} className="flex flex-col gap-1.5">
          <h3 id={`notice-${section.id}`} className="font-semibold">
            {section.heading}
          </h3>
          {section.paragraphs.map((p) => (
            <p key={p} className="text-sm text-muted-foreground">
              {p}
            </p>
          ))}
        </section>
      ))}
      <p>
        <Link to="/privacy/children" className="font-medium text-link underline-offset-4 hover:underline">
          {notice.fullNotice}
        </Link>
      </p>
    </div>
  );
}
