package jvsim.natives.semantics;

import java.nio.file.Path;
import jvsim.natives.semantics.TargetProgram.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * JEP 358 messages of NullPointerExceptions thrown at bytecodes, for the conformance program
 * NullPointerMessages compiled here without a LocalVariableTable (locals and parameters by number;
 * the conformance suite runs it compiled with -g, with names): jvsim must print exactly what the
 * host JVM prints.
 */
class HelpfulNpeMessagesTest {
    @TempDir
    Path dir;

    @Test
    void messagesNameTheFailedActionAndTheNullValue() throws Exception {
        Path source = Path.of("..", "test-programs", "src", "main", "java", "conformance", "NullPointerMessages.java");
        Run run = TargetProgram.compileFile(dir, source).sameAsHost("conformance.NullPointerMessages");
        run.hasLine("Cannot invoke \"String.length()\" because \"<local0>\" is null");
        run.hasLine("Cannot store to byte/boolean array because \"<local0>\" is null");
        run.hasLine("Cannot read field \"name\" because \"<local0>[<local1>]\" is null");
        run.hasLine("Cannot invoke \"String.length()\" because \"<parameter1>\" is null");
        run.hasLine("Cannot invoke \"String.length()\" because the return value of \"conformance.NullPointerMessages.get()\" is null");
        run.hasLine("Cannot load from int array because \"<local0>[...]\" is null");
        // paths that merge different sources of the null value: no description
        run.hasLine("Cannot invoke \"String.length()\"");
        // constructed by the program or thrown by a native: no message
        run.hasLine("null null");
    }
}
