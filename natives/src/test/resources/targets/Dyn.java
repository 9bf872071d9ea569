public class Dyn implements java.util.function.Supplier<String> { public String get() { return "hello from Dyn"; } }
