import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { documentTextOutline } from 'ionicons/icons';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { createI18n } from '../../lib/i18n';
import { QueriesPending, QueryState } from './query-state';

interface Exams {
  Courses: string[];
}

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** A page that reads its exams through `fetchExams` and shows them with QueryState. */
function ExamsPage({ fetchExams }: { fetchExams: () => Promise<Exams> }) {
  const exams = useQuery({ queryKey: ['exams'], queryFn: fetchExams });
  return (
    <QueryState
      query={exams}
      errorTitle="Your exams could not be loaded"
      empty={{
        when: (data) => data.Courses.length === 0,
        icon: documentTextOutline,
        title: 'No exams this term',
        detail: 'Exams appear here once published.',
      }}
      fetchedAt
    >
      {(data) => (
        <ul>
          {data.Courses.map((course) => (
            <li key={course}>{course}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function renderExams(fetchExams: () => Promise<Exams>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={client}>
        <ExamsPage fetchExams={fetchExams} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const networkError = () => new ApiError({ kind: 'network', httpStatus: 0 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('QueryState', () => {
  it('shows a spinner announced as loading until the answer arrives', () => {
    renderExams(() => new Promise<Exams>(() => undefined));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the page’s own placeholder instead of the spinner when it has one', () => {
    const client = new QueryClient();
    function Messages() {
      const messages = useQuery({
        queryKey: ['messages'],
        queryFn: () => new Promise<string[]>(() => undefined),
      });
      return (
        <QueryState
          query={messages}
          errorTitle=""
          loading={<ul aria-busy="true" aria-label="Loading messages" />}
        >
          {(list) => list.join()}
        </QueryState>
      );
    }
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <QueryClientProvider client={client}>
          <Messages />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('list', { name: 'Loading messages' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the data once it arrives, and no fetched-at line while online', async () => {
    const { container } = renderExams(() => Promise.resolve({ Courses: ['MATH101', 'PHYS102'] }));
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'MATH101',
      'PHYS102',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.fetched-at')).toBeNull();
  });

  it('says what is missing and what to expect when the answer is empty', async () => {
    renderExams(() => Promise.resolve({ Courses: [] }));
    await screen.findByText('No exams this term');
    expect(screen.getByRole('status').textContent).toBe(
      'No exams this termExams appear here once published.',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('explains a failure in the catalogue’s words, and Retry reads the query again', async () => {
    const fetchExams = vi
      .fn<() => Promise<Exams>>()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce({ Courses: ['MATH101'] });
    renderExams(fetchExams);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your exams could not be loaded');
    expect(alert.textContent).toContain('The portal cannot be reached. Check your connection and try again.');

    fireEvent.click(screen.getByText('Try again'));
    expect(await screen.findByText('MATH101')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchExams).toHaveBeenCalledTimes(2);
  });

  it('tells when the data shown offline was fetched', async () => {
    renderExams(() => Promise.resolve({ Courses: ['MATH101'] }));
    await screen.findByText('MATH101');
    act(() => {
      setOnline(false);
    });
    expect(screen.getByText(/^Last updated /)).toBeTruthy();
    expect(screen.getByText('MATH101')).toBeTruthy();
  });

  it('says a page never opened on this device cannot be shown offline, and loads it once back online', async () => {
    const fetchExams = vi.fn(() => Promise.resolve({ Courses: ['MATH101'] }));
    // TanStack Query hears the browser's events once a client is mounted; the app tells it at start-up.
    setOnline(false);
    onlineManager.setOnline(false);
    renderExams(fetchExams);
    expect(screen.getByRole('status').textContent).toBe(
      'Not available offline' +
        'This page has not been opened on this device before, so there is no copy to show. Connect to the internet to load it.',
    );
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(fetchExams).not.toHaveBeenCalled();

    act(() => {
      setOnline(true);
    });
    expect(await screen.findByText('MATH101')).toBeTruthy();
    expect(screen.queryByText('Not available offline')).toBeNull();
  });
});

describe('QueriesPending', () => {
  const query = (state: { isPending?: boolean; isPaused?: boolean; error?: unknown }) => ({
    isPending: state.isPending ?? false,
    isPaused: state.isPaused ?? false,
    isError: state.error !== undefined,
    error: state.error,
    refetch: () => Promise.resolve(),
  });

  function renderPending(queries: ReturnType<typeof query>[], onRetry = () => undefined) {
    return render(
      <I18nextProvider i18n={createI18n('ar')}>
        <QueriesPending queries={queries} errorTitle="تعذّر تحميل الإرشاد" onRetry={onRetry} />
      </I18nextProvider>,
    );
  }

  it('shows the first failure, even while another query still loads, and Retry calls the page’s retry', () => {
    const onRetry = vi.fn();
    renderPending([query({ isPending: true }), query({ error: networkError() })], onRetry);
    expect(screen.getByRole('alert').textContent).toContain('تعذّر تحميل الإرشاد');
    fireEvent.click(screen.getByText('إعادة المحاولة'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the spinner while any query loads, and nothing once all have answered', () => {
    const { container, rerender } = renderPending([query({}), query({ isPending: true })]);
    expect(screen.getByRole('status', { name: 'جارٍ التحميل…' })).toBeTruthy();
    rerender(
      <I18nextProvider i18n={createI18n('ar')}>
        <QueriesPending queries={[query({}), query({})]} errorTitle="" onRetry={() => undefined} />
      </I18nextProvider>,
    );
    expect(container.textContent).toBe('');
  });

  it('says the page cannot be shown offline, not a spinner, when a query waits for a network', () => {
    renderPending([query({}), query({ isPending: true, isPaused: true })]);
    expect(screen.getByRole('status').textContent).toBe(
      'غير متاحة دون اتصال' +
        'لم تُفتح هذه الصفحة على هذا الجهاز من قبل، فلا توجد نسخة منها لعرضها. اتصل بالإنترنت لتحميلها.',
    );
    expect(screen.queryByRole('status', { name: 'جارٍ التحميل…' })).toBeNull();
  });
});
