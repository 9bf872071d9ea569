package jvsim.search;

import jvsim.search.SearchStrategy.NoOptions;

/** The providers ({@link SearchStrategy}) of the strategies that take no options of their own. */
public final class BuiltinStrategies {
    private BuiltinStrategies() { }

    /** Base of the providers without options. */
    private abstract static class Plain implements SearchStrategy<NoOptions> {
        private final String name, description;
        Plain(String name, String description) { this.name = name; this.description = description; }
        @Override public String name() { return name; }
        @Override public String description() { return description; }
        @Override public Class<NoOptions> options() { return NoOptions.class; }
    }

    /** Base of the DPOR providers (--probes). */
    private abstract static class Dpors implements SearchStrategy<DporSearch.Options> {
        private final String name, description;
        private final boolean optimal;
        Dpors(String name, String description, boolean optimal) { this.name = name; this.description = description; this.optimal = optimal; }
        @Override public String name() { return name; }
        @Override public String description() { return description; }
        @Override public Class<DporSearch.Options> options() { return DporSearch.Options.class; }
        @Override public Search create(DporSearch.Options o) { return new DporSearch(optimal, o.probes()); }
        @Override public boolean prioritizable() { return true; }
    }

    public static final class Dpor extends Dpors {
        public Dpor() {
            super("dpor", "optimal DPOR (the default): one execution per Mazurkiewicz trace, proves the program when it ends;"
                    + " sampled probes (--probes) find deep bugs early", true);
        }
    }

    public static final class DporSource extends Dpors {
        public DporSource() { super("dpor-source", "source-DPOR: as dpor, with source sets and sleep sets (some executions may be blocked)", false); }
    }

    public static final class Bpor implements SearchStrategy<DporSearch.BoundedOptions> {
        @Override public String name() { return "bpor"; }
        @Override public String description() {
            return "bounded partial-order reduction: source-DPOR within --preemptions, with conservative backtracking points (finds what icb finds, in fewer executions)";
        }
        @Override public Class<DporSearch.BoundedOptions> options() { return DporSearch.BoundedOptions.class; }
        @Override public Search create(DporSearch.BoundedOptions o) { return DporSearch.bounded(o.preemptions()); }
        @Override public boolean prioritizable() { return true; }
    }

    public static final class Dfs extends Plain {
        public Dfs() { super("dfs", "stateful depth-first search with state matching (--stateless: without; --max-states, --max-depth)"); }
        @Override public Search create(NoOptions o) { return new StatefulSearch(false); }
        @Override public boolean prioritizable() { return true; }
    }

    public static final class Bfs extends Plain {
        public Bfs() { super("bfs", "stateful breadth-first search with state matching (--max-states, --max-depth)"); }
        @Override public Search create(NoOptions o) { return new StatefulSearch(true); }
    }

    public static final class DfsStateless extends Plain {
        public DfsStateless() { super("dfs-stateless", "every interleaving without reduction, each re-executed from the start (as dfs --stateless)"); }
        @Override public Search create(NoOptions o) { return new DfsSearch(); }
        @Override public boolean prioritizable() { return true; }
    }

    public static final class Random implements SearchStrategy<RandomSearch.Options> {
        @Override public String name() { return "random"; }
        @Override public String description() {
            return "seeded random walks, uniform at each choice (--seed; one execution unless --max-executions; --coverage-directed)";
        }
        @Override public Class<RandomSearch.Options> options() { return RandomSearch.Options.class; }
        @Override public Search create(RandomSearch.Options o) { return new RandomSearch(Boolean.TRUE.equals(o.coverageDirected())); }
        @Override public boolean randomized() { return true; }
    }
}
