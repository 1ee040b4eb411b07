import type { HelpGuide as Guide } from '@tabi/site-content';
import { ContentSection, Prose } from './content-page.tsx';
import { RichText } from './policy-rich-text.tsx';

/** One how-to guide: its h2, then each task as a numbered list of steps (with an h3 when there are several). */
export function HelpGuide({ guide }: { guide: Guide }) {
  return (
    <ContentSection id={guide.id} title={guide.title} intro={guide.summary}>
      <Prose>
        {guide.tasks.map((task, index) => (
          <div key={task.title ?? index}>
            {task.title && <h3 id={task.id}>{task.title}</h3>}
            <ol className={task.title ? 'mt-3' : undefined}>
              {task.steps.map((step, stepIndex) => (
                // The steps are fixed content: their order is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
                <li key={stepIndex} className="pl-1">
                  <RichText text={step} />
                </li>
              ))}
            </ol>
          </div>
        ))}
        {guide.note && (
          <p>
            <RichText text={guide.note} />
          </p>
        )}
      </Prose>
    </ContentSection>
  );
}
