package jvsim.embed;

import java.util.List;
import java.util.Map;

/**
 * The search a report comes from, as the report names it.
 * @param strategy   the strategy's name ("dpor", "pct", ...; "replay" for a replay)
 * @param parameters its options' values by option name, defaults included
 * @param seed       the seed (--seed; randomized strategies depend on it), or null for a replay
 * @param prioritize the heuristic that ordered the search (--prioritize, e.g. "capp:line-on-stack:some"), or null
 * @param impacted   the change-impacted code points it prioritized ("pkg.C.run()V:12", "pkg.C#count"); empty without one
 */
public record SearchDescription(String strategy, Map<String, String> parameters, Long seed, String jdkInternals,
                                String prioritize, List<String> impacted) {
    public SearchDescription {
        parameters = Map.copyOf(new java.util.TreeMap<>(parameters));
        impacted = List.copyOf(impacted);
    }

    /** Without prioritization. */
    public SearchDescription(String strategy, Map<String, String> parameters, Long seed, String jdkInternals) {
        this(strategy, parameters, seed, jdkInternals, null, List.of());
    }

    /** With the default exploration of java.util.concurrent (--jdk-internals=atomic). */
    public SearchDescription(String strategy, Map<String, String> parameters, Long seed) { this(strategy, parameters, seed, "atomic"); }
}
