import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FixturesValue, FixtureValue, SportsEvent } from '@pkg/contracts/sports';
import { sportsEventsUrl } from './api/sportsbook-api';
import { applyToFixture, applyToFixtures } from './book-events';

/**
 * The brand's live odds (decision 058): the book's public stream (`GET /wps/v2/sports/events`)
 * moves the prices, market statuses, scores and starts of every list and fixture the page holds in
 * its queries, and hands price moves to the slip. EventSource reconnects by itself; nobody polls.
 * A fixture the page does not know yet (the feed added it) makes the lists ask again once.
 */
export function useBookStream(token: string, onPrices: (changes: Extract<SportsEvent, { type: 'prices' }>['changes']) => void) {
  const queryClient = useQueryClient();
  const pricesHandler = useRef(onPrices);
  pricesHandler.current = onPrices;
  useEffect(() => {
    if (token === '' || typeof EventSource === 'undefined') return;
    const source = new EventSource(sportsEventsUrl());
    const onEvent = (message: MessageEvent<string>) => {
      let event: SportsEvent;
      try {
        event = JSON.parse(message.data) as SportsEvent;
      } catch {
        return;
      }
      const at = new Date().toISOString();
      let known = false;
      queryClient.setQueriesData<FixturesValue>({ queryKey: ['sports', token, 'fixtures'] }, (old) => {
        if (!old) return old;
        if (event.type === 'fixture' && old.fixtures.some((f) => f.fixtureId === event.fixtureId)) known = true;
        return { ...old, fixtures: applyToFixtures(old.fixtures, event, at) };
      });
      queryClient.setQueriesData<FixtureValue>({ queryKey: ['sports', token, 'fixture'] }, (old) =>
        old ? { ...old, fixture: applyToFixture(old.fixture, event, at) } : old,
      );
      if (event.type === 'prices') pricesHandler.current(event.changes);
      if (event.type === 'fixture' && !known && event.status !== 'ended') {
        void queryClient.invalidateQueries({ queryKey: ['sports', token, 'fixtures'] });
      }
    };
    for (const type of ['prices', 'market', 'fixture']) source.addEventListener(type, onEvent);
    return () => source.close();
  }, [queryClient, token]);
}
