package jvsim.embed;

import java.util.Map;

/**
 * The search a report comes from, as the report names it.
 * @param strategy   the strategy's name ("dpor", "pct", ...; "replay" for a replay)
 * @param parameters its options' values by option name, defaults included
 * @param seed       the seed (--seed; randomized strategies depend on it), or null for a replay
 */
public record SearchDescription(String strategy, Map<String, String> parameters, Long seed, String jdkInternals) {
    public SearchDescription {
        parameters = Map.copyOf(new java.util.TreeMap<>(parameters));
    }

    /** With the default exploration of java.util.concurrent (--jdk-internals=atomic). */
    public SearchDescription(String strategy, Map<String, String> parameters, Long seed) { this(strategy, parameters, seed, "atomic"); }
}
