package jvsim.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** conformance.StackWalking (StackWalker with every option, via reflection and lambdas) prints the same in jvsim as on the host. */
class StackWalkTest {
    @Test
    void stackWalkerAsOnTheHost() throws Exception {
        ConformanceTest.HostRun host = ConformanceTest.startOnHost("conformance.StackWalking", List.of());
        ConformanceTest.Result vm = ConformanceTest.runInVm("conformance.StackWalking");
        ConformanceTest.Result h = host.finish();
        assertEquals(h.stdout, vm.stdout, "stderr in jvsim:\n" + vm.stderr);
        assertEquals(h.status, vm.status);
    }
}
