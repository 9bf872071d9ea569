package jvsim.jmh;

import java.util.concurrent.TimeUnit;
import jvsim.search.SearchResult;
import jvsim.search.StatefulSearch;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Stateful search throughput: one complete stateful depth-first search (state matching) per
 * operation, VM boot included, on counter programs. Each operation prints the search's distinct
 * states, its time and, of that, the VM's boot (paid once per search): new states per second of
 * exploration = states / (time - boot).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@State(Scope.Benchmark)
public class StatefulThroughput {
    @Param({"dpor.Inc:2", "dpor.Inc:3", "stateful.Converge:3", "dpor.Inc:4", "stateful.Converge:12", "stateful.Converge:40"})
    public String program;

    static SearchResult search(jvsim.search.Search s, String program) {
        String[] p = program.split(":");
        SearchResult r = SearchThroughput.run(s, p[0], p[1]);
        long exploring = r.elapsedMs - r.bootMs;
        System.out.println(program + ": " + r.states + " states, " + r.executions + " executions + " + r.pruned + " pruned, "
                + r.instructions + " instructions, " + r.elapsedMs + " ms (boot " + r.bootMs + " ms; "
                + (exploring > 0 ? r.states * 1000 / exploring : 0) + " new states/s exploring)");
        return r;
    }

    @Benchmark
    public long statefulDfs() {
        return search(new StatefulSearch(false), program).states;
    }
}
