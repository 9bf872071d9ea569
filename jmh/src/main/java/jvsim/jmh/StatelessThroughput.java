package jvsim.jmh;

import java.util.concurrent.TimeUnit;
import jvsim.search.DfsSearch;
import jvsim.search.SearchResult;
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
 * Stateless search throughput: one complete exhaustive stateless DFS (every interleaving, each
 * execution re-run from the boot snapshot along its schedule prefix) per operation on a 2-thread
 * counter program. Bytecodes per second = the instructions the search executed (printed once per
 * search) / the time per search; executions per second likewise.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@State(Scope.Benchmark)
public class StatelessThroughput {
    @Param({"stateful.Converge:2"})
    public String program;

    @Benchmark
    public long statelessDfs() {
        String[] p = program.split(":");
        SearchResult r = SearchThroughput.run(new DfsSearch(), p[0], p[1]);
        System.out.printf("%s: %d executions, %d instructions, %d ms: %.1f M bytecodes/s, %.0f executions/s%n", program, r.executions,
                r.instructions, r.elapsedMs, r.instructions / 1000.0 / r.elapsedMs, r.executions * 1000.0 / r.elapsedMs);
        return r.instructions;
    }
}
