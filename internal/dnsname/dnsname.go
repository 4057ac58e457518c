// Package dnsname answers, without a regular expression, whether a string
// is a DNS-1123 label or subdomain exactly as k8s.io/apimachinery's
// util/validation decides it. The API server layer (rule VCQ004) checks
// every name and reference of an estate; apimachinery's backtracking
// regular expressions were 4% of linting 100,000 queues, and nearly every
// name is valid. So a rule asks here first and calls apimachinery only for
// a name that fails, to word the refusal as the API server does.
package dnsname

// Maximum lengths, as in apimachinery (DNS1123LabelMaxLength,
// DNS1123SubdomainMaxLength).
const (
	labelMax     = 63
	subdomainMax = 253
)

// IsLabel reports whether validation.IsDNS1123Label(s) returns no error:
// 1 to 63 characters of [a-z0-9-], starting and ending with [a-z0-9].
func IsLabel(s string) bool {
	return len(s) <= labelMax && isLabel(s)
}

// IsSubdomain reports whether validation.IsDNS1123Subdomain(s) returns no
// error: at most 253 characters, labels (each as in IsLabel but of any
// length) separated by single dots.
func IsSubdomain(s string) bool {
	if len(s) > subdomainMax {
		return false
	}
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '.' {
			if !isLabel(s[start:i]) {
				return false
			}
			start = i + 1
		}
	}
	return true
}

// isLabel is IsLabel without the length limit (a subdomain's labels have
// none of their own in apimachinery's expression).
func isLabel(s string) bool {
	if s == "" || !alnum(s[0]) || !alnum(s[len(s)-1]) {
		return false
	}
	for i := 1; i < len(s)-1; i++ {
		if c := s[i]; !alnum(c) && c != '-' {
			return false
		}
	}
	return true
}

func alnum(c byte) bool {
	return ('a' <= c && c <= 'z') || ('0' <= c && c <= '9')
}
