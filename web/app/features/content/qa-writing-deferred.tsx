import { lazy, Suspense, type ComponentType } from 'react';
import type * as writing from './qa-writing';

type Writing = typeof writing;
type Part = 'QuestionForm' | 'AnswerForm' | 'EditQuestion' | 'ReplyToggle' | 'ReportButton';

const load = () => import('./qa-writing');

/**
 * The community's writing controls, loaded after the page: the server renders them into the HTML
 * (it waits for every lazy part), the browser keeps that HTML and hydrates them when their chunk
 * has arrived, so the Q&A pages' first load carries only what reading needs.
 */
function deferred<K extends Part>(name: K): Writing[K] {
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
  function Deferred(props: object) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred as unknown as Writing[K];
}

export const QuestionForm = deferred('QuestionForm');
export const AnswerForm = deferred('AnswerForm');
export const EditQuestion = deferred('EditQuestion');
export const ReplyToggle = deferred('ReplyToggle');
export const ReportButton = deferred('ReportButton');
