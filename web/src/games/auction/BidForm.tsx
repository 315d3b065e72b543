// Your sealed bid: a whole number in the legal range (0 … your credits), ±
// buttons, an optional public message (it says nothing about the amount),
// Bid; Enter in either field bids. A new item starts the bid empty.
import { useEffect, useState } from 'preact/hooks';
import { parseBid, stepBid } from './bid';
import { messageLength, messageProblem } from './texts';

export function BidForm({ item, min, max, maxChars, disabled, onBid }: { item: number; min: number; max: number; maxChars: number; disabled: boolean; onBid: (amount: number, message: string) => Promise<boolean> }) {
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  useEffect(() => {
    setAmount('');
    setMessage('');
  }, [item]);
  const bid = parseBid(amount, min, max);
  const messageError = messageProblem(message, maxChars, true);
  const go = async () => {
    if (bid === null || messageError || disabled) return;
    await onBid(bid, message.trim());
  };
  const enter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void go();
    }
  };
  return (
    <div class="auction-form" data-testid="bid-form">
      <label for="bid-input" class="auction-label">
        Your sealed bid, {min} to {max} (0: not bidding)
      </label>
      <div class="auction-row">
        <button type="button" class="btn small" data-testid="bid-minus-5" aria-label="5 less" disabled={disabled} onClick={() => setAmount(stepBid(amount, -5, min, max))}>
          −5
        </button>
        <button type="button" class="btn small" data-testid="bid-minus-1" aria-label="1 less" disabled={disabled} onClick={() => setAmount(stepBid(amount, -1, min, max))}>
          −1
        </button>
        <input
          id="bid-input"
          data-testid="bid-input"
          class="bid-amount"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={amount}
          onInput={(e) => setAmount(e.currentTarget.value)}
          onKeyDown={enter}
        />
        {[1, 5].map((s) => (
          <button key={s} type="button" class="btn small" data-testid={`bid-plus-${s}`} aria-label={`${s} more`} disabled={disabled} onClick={() => setAmount(stepBid(amount, s, min, max))}>
            +{s}
          </button>
        ))}
        <button type="button" class="btn primary" data-testid="bid" disabled={disabled || bid === null || messageError !== null} onClick={() => void go()}>
          Bid
        </button>
      </div>
      <div class="auction-row">
        <input
          data-testid="bid-message"
          type="text"
          autoComplete="off"
          placeholder="Optional message to the table"
          aria-label="Optional message to the table"
          value={message}
          onInput={(e) => setMessage(e.currentTarget.value)}
          onKeyDown={enter}
        />
        <span class={`hint${messageError ? ' error' : ''}`} data-testid="bid-message-count">
          {messageLength(message)} / {maxChars}
        </span>
      </div>
      {amount.trim() !== '' && bid === null && (
        <span class="hint error" data-testid="bid-problem">
          A bid is a whole number from {min} to {max}.
        </span>
      )}
    </div>
  );
}
