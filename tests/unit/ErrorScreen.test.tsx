import React, {Component, useState, type ReactNode} from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import ErrorScreen from '@site/src/ui/ErrorScreen';

/** A minimal error boundary, like Docusaurus's, that renders the error screen. */
class Boundary extends Component<{children: ReactNode; onRetry: () => void}, {error: Error | null}> {
  state = {error: null as Error | null};
  static getDerivedStateFromError(error: Error) {
    return {error};
  }
  render() {
    const {error} = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorScreen
        error={error}
        tryAgain={() => {
          this.props.onRetry();
          this.setState({error: null});
        }}
      />
    );
  }
}

function Flaky({fail}: {fail: boolean}): ReactNode {
  if (fail) throw new Error('payments widget exploded');
  return <p>All good</p>;
}

function Harness() {
  const [fail, setFail] = useState(true);
  return (
    <Boundary onRetry={() => setFail(false)}>
      <Flaky fail={fail} />
    </Boundary>
  );
}

describe('ErrorScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the spec’s message, the error and a way home, and retries', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('payments widget exploded')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
